import { createContext, useContext } from 'react';

/**
 * Whether reference fields link to their record: not inside a list row that is itself a button (a phone
 * row whose target is chosen per record), where a link would nest one interactive element in another
 * (axe nested-interactive); the row opens the record, whose page links on.
 */
export const ReferenceLinks = createContext(true);

export const useReferenceLinks = () => useContext(ReferenceLinks);
