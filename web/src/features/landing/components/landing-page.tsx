// Replaced by the landing screen (issue 4); here so the router builds meanwhile.
export function LandingPage() {
  return <h1 className="p-8 font-bold text-2xl">LandingPage</h1>;
}
