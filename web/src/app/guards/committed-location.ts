/** The address the user is on now (the last finished navigation): a blocked section sends them back here. */
let committed: string | null = null;

interface RouterLike {
  subscribe(
    listener: (state: {
      initialized: boolean;
      navigation: { state: string };
      location: { pathname: string; search: string };
    }) => void,
  ): () => void;
}

export function trackCommittedLocation(router: RouterLike): () => void {
  return router.subscribe((state) => {
    if (state.initialized && state.navigation.state === 'idle') {
      committed = state.location.pathname + state.location.search;
    }
  });
}

export const committedLocation = (): string | null => committed;
