import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

const searchDelayMs = 300;

/** The address's search (`q`) as the list asks for it: at most `maxLength` characters. */
export function addressSearch(params: URLSearchParams, maxLength: number): string {
  return (params.get('q') ?? '').slice(0, maxLength);
}

/**
 * The filters of an admin list, kept in the address: `params` to read them, `setParam` to change
 * one, `clear` to drop them all, and the search box's text, which writes `q` once typing pauses
 * (the address, from Back or a shared link, fills the box in turn).
 */
export function useAddressFilters(searchMaxLength: number) {
  const [params, setParams] = useSearchParams();
  const search = addressSearch(params, searchMaxLength);
  const [searchText, setSearchText] = useState(search);

  // From the address as it is now: the search box writes from a timer, and the params this render
  // saw may be older than a filter chosen since (which the write would otherwise undo).
  const setParam = (name: string, value: string) =>
    setParams(
      () => {
        const next = new URLSearchParams(window.location.search);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: name === 'q', preventScrollReset: true },
    );

  useEffect(() => {
    if (searchText.trim() === search) return;
    const timer = setTimeout(() => setParam('q', searchText.trim()), searchDelayMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setParam, new each render, reads the address when it runs: only typing restarts the timer
  }, [searchText, search]);
  useEffect(() => {
    setSearchText((text) => (text.trim() === search ? text : search));
  }, [search]);

  const clear = () => {
    setSearchText('');
    setParams({}, { preventScrollReset: true });
  };

  return { params, search, searchText, setSearchText, setParam, clear };
}
