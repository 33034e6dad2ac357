import { createContext, useContext, type ComponentType, type ReactNode, type Ref } from 'react';

/**
 * What the kit needs from a router link. The app injects react-router's Link through a small
 * adapter (`({ href, ...p }) => <Link to={href} {...p} />`); stories use a plain anchor. Radix's
 * `asChild` passes className, ref and event handlers, so an adapter must forward the rest.
 */
export interface LinkComponentProps {
  href: string;
  children?: ReactNode;
  className?: string;
  ref?: Ref<HTMLAnchorElement>;
  'aria-current'?: 'page' | undefined;
  'aria-label'?: string;
  onClick?: React.MouseEventHandler<HTMLAnchorElement>;
}
export type LinkComponent = ComponentType<LinkComponentProps>;

/** The default: an ordinary anchor, enough for stories and for a full page load. */
export function PlainLink({ href, ...rest }: LinkComponentProps) {
  return <a href={href} {...rest} />;
}
PlainLink.displayName = 'PlainLink';

const LinkContext = createContext<LinkComponent>(PlainLink);

export interface LinkProviderProps {
  LinkComponent: LinkComponent;
  children: ReactNode;
}

/** Makes every link in the kit (shell and screens) use the app's router link. */
export function LinkProvider({ LinkComponent, children }: LinkProviderProps) {
  return <LinkContext.Provider value={LinkComponent}>{children}</LinkContext.Provider>;
}
LinkProvider.displayName = 'LinkProvider';

export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}
