import englishMessages from 'ra-language-english';
import alerts from './en/alerts';
import app from './en/app';
import areas from './en/areas';
import auth from './en/auth';
import dashboard from './en/dashboard';
import importMessages from './en/import';
import outbreaks from './en/outbreaks';
import photos from './en/photos';
import profile from './en/profile';
import resources from './en/resources';
import routes from './en/routes';
import tokens from './en/tokens';
import validation from './en/validation';
import workflow from './en/workflow';
import type { Messages } from './types';

const en: Messages = {
  ...englishMessages,
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

export default en;
