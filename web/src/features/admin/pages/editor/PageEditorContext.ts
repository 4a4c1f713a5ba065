import { createContext, useContext } from 'react';

/** A page a link may lead to. */
export interface LinkablePage {
  id: number;
  path: string;
  title: string;
}

/** What every field of the page and menu editors reads without being handed it: errors by path, pages to link to. */
export interface FieldsContext {
  errors: Record<string, string>;
  pages: readonly LinkablePage[];
  /** An error's message in the staff member's language. */
  message: (path: string, code: string) => string;
}

export const FieldsContext = createContext<FieldsContext>({ errors: {}, pages: [], message: (_path, code) => code });

export const useFields = () => useContext(FieldsContext);

/** The errors at `path` and under it. */
export function errorsUnder(errors: Record<string, string>, path: string): number {
  return Object.keys(errors).filter((key) => key === path || key.startsWith(`${path}.`)).length;
}
