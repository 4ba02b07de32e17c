import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { pageTitleOf } from './DocumentTitle';
import { useScreenTitle } from './tabs/useScreenTitle';
import { visuallyHidden } from './visuallyHidden';

/**
 * The page's one level-one heading, for assistive technologies (the breadcrumb and the tabs already show
 * it on screen): the screen's title, a record's screen named by the record.
 */
export function PageHeading() {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const screenTitle = useScreenTitle(pathname);
  const other = pageTitleOf(pathname);
  const text = screenTitle !== pathname ? screenTitle : other ? translate(other.key, other.options) : '';
  return (
    <h1 style={visuallyHidden} data-testid="page-heading">
      {text}
    </h1>
  );
}
