/**
 * Just enough XML scanning for OOXML parts: the ranges of named elements, nesting included. A full XML parse of
 * document.xml already happens inside mammoth; these scans only count and locate elements around it.
 */

export interface ElementRange {
  start: number;
  end: number;
}

/** The outermost elements named `name` (prefix included, e.g. "mc:Fallback"), in document order. */
export function outermostElements(xml: string, name: string): ElementRange[] {
  const tag = new RegExp(`<(/?)${name.replace(/[.:]/g, "\\$&")}(?=[\\s/>])[^>]*?(/?)>`, "g");
  const ranges: ElementRange[] = [];
  let depth = 0;
  let start = 0;
  for (const match of xml.matchAll(tag)) {
    const closing = match[1] === "/";
    const selfClosing = match[2] === "/";
    if (closing) {
      if (depth === 0) continue;
      depth--;
      if (depth === 0) ranges.push({ start, end: match.index + match[0].length });
    } else if (selfClosing) {
      if (depth === 0) ranges.push({ start: match.index, end: match.index + match[0].length });
    } else {
      if (depth === 0) start = match.index;
      depth++;
    }
  }
  return ranges;
}

/** The XML with every outermost `name` element replaced by what `replace` returns for it. */
export function replaceElements(xml: string, name: string, replace: (element: string) => string): string {
  let out = "";
  let last = 0;
  for (const { start, end } of outermostElements(xml, name)) {
    out += xml.slice(last, start) + replace(xml.slice(start, end));
    last = end;
  }
  return out + xml.slice(last);
}

export function countElements(xml: string, name: string): number {
  return xml.match(new RegExp(`<${name.replace(/[.:]/g, "\\$&")}(?=[\\s/>])`, "g"))?.length ?? 0;
}
