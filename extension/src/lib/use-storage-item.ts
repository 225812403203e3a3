import { useEffect, useState } from "react";
import type { WxtStorageItem } from "wxt/utils/storage";

export type Loaded<T> = { loaded: false } | { loaded: true; value: T };

/** A storage item's value, kept current by the item's own change events (never polled). */
export function useStorageItem<T>(item: WxtStorageItem<T, Record<string, unknown>>): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ loaded: false });
  useEffect(() => {
    let active = true;
    const unwatch = item.watch((value) => setState({ loaded: true, value }));
    void item.getValue().then((value) => {
      if (active) setState((previous) => (previous.loaded ? previous : { loaded: true, value }));
    });
    return () => {
      active = false;
      unwatch();
    };
  }, [item]);
  return state;
}
