import { isRouteErrorResponse, Link, useRouteError } from "react-router-dom";
import { Button } from "../../components/ui/button.tsx";

/** One error boundary per route: a failed chunk load or a render error shows this instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status}: ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div role="alert" className="mx-auto max-w-xl p-8 text-center">
      <h1 className="font-bold text-2xl">Something went wrong</h1>
      <p className="mt-2 text-slate-600">{detail}</p>
      <div className="mt-6 flex justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button variant="outline" asChild>
          <Link to="/">Go home</Link>
        </Button>
      </div>
    </div>
  );
}
