// Replaced by the blog screen (issue 4); here so the router builds meanwhile.
export function BlogPage() {
  return <h1 className="p-8 font-bold text-2xl">Blog</h1>;
}
