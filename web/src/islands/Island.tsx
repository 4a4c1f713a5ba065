import type { ComponentType } from 'react';
import type { IslandName } from './registry.ts';

// An island: an interactive part of a server-rendered page that the browser hydrates on its own
// (islands/hydrate.tsx), the rest of the page staying the server's HTML. Its element names it and
// carries its props as JSON (an attribute: the CSP allows no inline script).

/** The component drawn inside its island's element; the props must be JSON. */
export function island<P extends object>(name: IslandName, Component: ComponentType<P>) {
  function Island(props: P) {
    return (
      <div data-island={name} data-props={JSON.stringify(props)}>
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
