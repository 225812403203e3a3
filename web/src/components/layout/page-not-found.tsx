import type { ReactNode } from "react";

/** The 404 look: "Page Not Found" with a line of explanation and the ways on (links, as buttons). */
export function PageNotFound({ explanation, children }: { explanation: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-bold text-6xl text-indigo-700">404</p>
      <h1 className="mt-4 font-bold text-3xl">Page Not Found</h1>
      <p className="mt-2 text-slate-600">{explanation}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}
