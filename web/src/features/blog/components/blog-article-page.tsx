// Replaced by the article screen (issue 4); here so the router builds meanwhile.
export function BlogArticlePage() {
  return <h1 className="p-8 font-bold text-2xl">Article</h1>;
}
