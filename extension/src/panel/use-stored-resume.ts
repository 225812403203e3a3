import { useDebouncedValue } from "@jobfit/web";
import { useEffect, useState } from "react";
import { useStorageItem } from "../lib/use-storage-item.ts";
import { resumeTextItem } from "../storage.ts";

const RESUME_SAVE_DELAY_MS = 400;

export interface StoredResume {
  loaded: boolean;
  /** True once the user typed, uploaded or fetched a resume in this panel. */
  edited: boolean;
  text: string;
  setText: (text: string) => void;
}

/**
 * The resume lives in extension storage only; edits are saved a moment after typing stops. `preloaded` is the stored
 * resume as read before the first render.
 */
export function useStoredResume(preloaded?: string): StoredResume {
  const stored = useStorageItem(resumeTextItem, preloaded === undefined ? undefined : { item: resumeTextItem, value: preloaded });
  const [text, setText] = useState<string | null>(null);
  const current = text ?? (stored.loaded ? stored.value : "");
  const toSave = useDebouncedValue(text, RESUME_SAVE_DELAY_MS);
  useEffect(() => {
    if (toSave !== null) void resumeTextItem.setValue(toSave);
  }, [toSave]);
  return { loaded: stored.loaded, edited: text !== null, text: current, setText };
}
