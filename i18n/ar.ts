import alerts from './ar/alerts';
import app from './ar/app';
import areas from './ar/areas';
import auth from './ar/auth';
import dashboard from './ar/dashboard';
import importMessages from './ar/import';
import outbreaks from './ar/outbreaks';
import photos from './ar/photos';
import profile from './ar/profile';
import ra from './ar/ra';
import resources from './ar/resources';
import routes from './ar/routes';
import tokens from './ar/tokens';
import validation from './ar/validation';
import workflow from './ar/workflow';
import type { Messages } from './types';

const ar: Messages = {
  ra,
  resources,
  routes,
  app,
  dashboard,
  profile,
  areas,
  auth,
  validation,
  workflow,
  import: importMessages,
  alerts,
  outbreaks,
  photos,
  tokens,
};

export default ar;
