// Replaced by the subscribe screen (issue 4); here so the router builds meanwhile.
export function SubscribePage() {
  return <h1 className="p-8 font-bold text-2xl">SubscribePage</h1>;
}
