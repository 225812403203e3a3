import { Link } from "react-router-dom";
import { PageNotFound } from "../../../components/layout/page-not-found.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";

export function NotFoundPage() {
  useDocumentTitle("Page Not Found");
  return (
    <PageNotFound explanation="The page you are looking for does not exist or has moved.">
      <Button asChild>
        <Link to="/">Go to Home</Link>
      </Button>
      <Button variant="outline" asChild>
        <Link to="/optimizer">Open the Optimizer</Link>
      </Button>
    </PageNotFound>
  );
}
