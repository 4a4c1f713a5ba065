import type { ComponentType, ReactNode } from 'react';
import type { IslandName } from './registry.ts';

// An island: an interactive part of a server-rendered page that the browser runs on its own
// (public/islands.ts), the rest of the page staying the server's HTML. Its element names it and
// carries its props as JSON (an attribute: the CSP allows no inline script).

/** The server's markup of an island (`children`) and what its code in the browser is given (`props`, JSON). */
export function Island({ name, props, children }: { name: IslandName; props: object; children: ReactNode }) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)}>
      {children}
    </div>
  );
}

/** A React island: the component drawn inside its element, hydrated in the browser with the same props (JSON). */
export function island<P extends object>(name: IslandName, Component: ComponentType<P>) {
  function ReactIsland(props: P) {
    return (
      <Island name={name} props={props}>
        <Component {...props} />
      </Island>
    );
  }
  ReactIsland.displayName = `Island(${name})`;
  return ReactIsland;
}
