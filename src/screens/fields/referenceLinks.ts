import { createContext, useContext } from 'react';

/**
 * Whether reference fields link to their record: not inside a phone list row, which is itself a link or a
 * button. A link there nests one interactive element in another (invalid HTML, axe nested-interactive) and
 * is a 16 px target beside the row's (axe target-size, WCAG 2.5.8); the row opens the record, whose page
 * links on.
 */
export const ReferenceLinks = createContext(true);

export const useReferenceLinks = () => useContext(ReferenceLinks);
