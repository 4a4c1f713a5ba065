import { useSearchParams } from 'react-router';

// The period the analytics screen shows, kept in the address (`?days=7`), so Back, a reload and a
// shared link show the same numbers.

export const periods = [7, 30, 90] as const;
export type Period = (typeof periods)[number];
export const defaultPeriod: Period = 30;

/** `?days=` as one of the periods on offer; anything else (none, 31, "abc") is the default. */
export function parsePeriod(value: string | null): Period {
  const days = Number(value);
  return (periods as readonly number[]).includes(days) && String(days) === value ? (days as Period) : defaultPeriod;
}

/** The period in the address and a way to change it (a new history entry, the scroll kept). */
export function usePeriod(): [Period, (period: Period) => void] {
  const [params, setParams] = useSearchParams();
  const setPeriod = (period: Period) =>
    setParams(
      () => {
        const next = new URLSearchParams(window.location.search);
        next.set('days', String(period));
        return next;
      },
      { preventScrollReset: true },
    );
  return [parsePeriod(params.get('days')), setPeriod];
}
