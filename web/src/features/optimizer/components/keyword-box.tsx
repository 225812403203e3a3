import { type KeyboardEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";

export interface KeywordBoxProps {
  /** Called with the trimmed, non-blank keyword. */
  onAdd: (keyword: string) => void;
  disabled?: boolean;
}

/** Quick improvements: a skill the user has and the posting asks for, added on Enter or with the + button. */
export function KeywordBox({ onAdd, disabled = false }: KeywordBoxProps) {
  const [value, setValue] = useState("");
  const hintId = useId();
  const keyword = value.trim();

  const add = () => {
    if (keyword === "" || disabled) return;
    onAdd(keyword);
    setValue("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  };

  return (
    <section aria-labelledby={`${hintId}-title`} className="grid gap-2">
      <h3 id={`${hintId}-title`} className="font-semibold text-slate-900 text-sm">
        Quick improvements
      </h3>
      <p id={hintId} className="text-slate-600 text-xs">
        Add a skill you have that the posting asks for. It goes into your resume's Skills section and the score updates.
      </p>
      <div className="flex gap-2">
        <Input
          aria-label="Keyword"
          aria-describedby={hintId}
          placeholder="e.g. Kubernetes"
          value={value}
          maxLength={100}
          disabled={disabled}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button size="icon" aria-label="Add keyword" disabled={keyword === "" || disabled} onClick={add} className="shrink-0">
          <span aria-hidden="true" className="text-lg leading-none">
            +
          </span>
        </Button>
      </div>
    </section>
  );
}
