import { useContext, useMemo, type ContextType, type ReactNode } from 'react';
import { StyleSheetContext } from 'styled-components';

// styled-components compiles a component's CSS (stylis) once per style sheet, and the server makes a
// sheet for every page: each render compiled every rule of the page again (a tenth of a home page's
// CPU). The compiled rules of a given CSS never change: this process keeps them.

type Stylis = ContextType<typeof StyleSheetContext>['stylis'];
type Args = Parameters<Stylis>;

/** The most compiled rules kept; a site's components with their variants need a few hundred. */
const limit = 5_000;
const compiled = new Map<string, string[]>();

const rememberedFor = new WeakMap<Stylis, Stylis>();

/** `stylis` with its answers kept (the rules are shared by every sheet: the sheets never change them). */
export function rememberedStylis(stylis: Stylis): Stylis {
  let remembered = rememberedFor.get(stylis);
  if (remembered) return remembered;
  remembered = Object.assign(
    (...[css, selector, prefix, componentId]: Args) => {
      const key = `${stylis.hash}\u0000${selector ?? ''}\u0000${prefix ?? ''}\u0000${componentId ?? ''}\u0000${css}`;
      let rules = compiled.get(key);
      if (!rules) {
        rules = stylis(css, selector, prefix, componentId);
        if (compiled.size >= limit) compiled.delete(compiled.keys().next().value!);
        compiled.set(key, rules);
      }
      return rules;
    },
    { hash: stylis.hash },
  );
  rememberedFor.set(stylis, remembered);
  return remembered;
}

/** Inside a server render's style sheet (ServerStyleSheet.collectStyles): its components' CSS compiled once per process. */
export function RememberedStyles({ children }: { children: ReactNode }) {
  const outer = useContext(StyleSheetContext);
  const value = useMemo(() => ({ ...outer, stylis: rememberedStylis(outer.stylis) }), [outer]);
  return <StyleSheetContext.Provider value={value}>{children}</StyleSheetContext.Provider>;
}
