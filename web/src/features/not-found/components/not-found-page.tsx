import { Link } from "react-router-dom";
import { Button } from "../../../components/ui/button.tsx";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";

export function NotFoundPage() {
  useDocumentTitle("Page Not Found");
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-bold text-6xl text-indigo-700">404</p>
      <h1 className="mt-4 font-bold text-3xl">Page Not Found</h1>
      <p className="mt-2 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">Go to Home</Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/optimizer">Open the Optimizer</Link>
        </Button>
      </div>
    </section>
  );
}
