import { OptimizerPage } from "../features/optimizer/components/optimizer-page.tsx";

/** One page for now; the router and the spec's other screens come in a later issue. */
export function App() {
  return (
    <div className="app">
      <header className="app-header">
        <span className="app-header__brand">JobFit</span>
        <span className="app-header__tagline">Resume match score, computed in your browser</span>
      </header>
      <OptimizerPage />
    </div>
  );
}
