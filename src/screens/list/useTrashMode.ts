import { useListContext } from 'react-admin';

/** Soft-deleted records are browsed through the list's own filter, so paging and search keep working there. */
export function useTrashMode(): { inTrash: boolean; toggleTrash: () => void } {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const inTrash = filterValues?.trashed === 'only';
  const toggleTrash = () => {
    const { trashed: _dropped, ...others } = filterValues ?? {};
    setFilters(inTrash ? others : { ...others, trashed: 'only' }, displayedFilters);
  };
  return { inTrash, toggleTrash };
}
