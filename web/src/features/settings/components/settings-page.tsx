// Replaced by the settings screen (issue 4); here so the router builds meanwhile.
export function SettingsPage() {
  return <h1 className="p-8 font-bold text-2xl">SettingsPage</h1>;
}
