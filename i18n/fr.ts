import alerts from './fr/alerts';
import app from './fr/app';
import areas from './fr/areas';
import auth from './fr/auth';
import dashboard from './fr/dashboard';
import importMessages from './fr/import';
import outbreaks from './fr/outbreaks';
import photos from './fr/photos';
import profile from './fr/profile';
import ra from './fr/ra';
import resources from './fr/resources';
import routes from './fr/routes';
import tokens from './fr/tokens';
import validation from './fr/validation';
import workflow from './fr/workflow';
import type { Messages } from './types';

const fr: Messages = {
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

export default fr;
