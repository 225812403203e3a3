import { useEffect, useState } from "react";
import type { WxtStorageItem } from "wxt/utils/storage";

export type Loaded<T> = { loaded: false } | { loaded: true; value: T };

type Item<T> = WxtStorageItem<T, Record<string, unknown>>;

/**
 * A storage item's value, kept current by the item's own change events (never polled); none for a null item.
 * `preloaded` is the value already read for this item before the first render, so that render can use it.
 */
export function useStorageItem<T>(item: Item<T> | null, preloaded?: { item: Item<T>; value: T }): Loaded<T> {
  const [state, setState] = useState<{ item: Item<T> | null; loaded: Loaded<T> }>(() =>
    preloaded !== undefined && preloaded.item === item
      ? { item, loaded: { loaded: true, value: preloaded.value } }
      : { item, loaded: { loaded: false } },
  );
  // Another item (the panel switched tabs): nothing of the previous item's value may show meanwhile.
  const current = state.item === item ? state.loaded : ({ loaded: false } as const);
  useEffect(() => {
    if (item === null) return;
    let active = true;
    const unwatch = item.watch((value) => setState({ item, loaded: { loaded: true, value } }));
    void item.getValue().then((value) => {
      if (!active) return;
      setState((previous) => (previous.item === item && previous.loaded.loaded ? previous : { item, loaded: { loaded: true, value } }));
    });
    return () => {
      active = false;
      unwatch();
    };
  }, [item]);
  return current;
}
