// Replaced by the history screen (issue 4); here so the router builds meanwhile.
export function HistoryPage() {
  return <h1 className="p-8 font-bold text-2xl">HistoryPage</h1>;
}
