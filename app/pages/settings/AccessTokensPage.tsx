// Placeholder while the page is built
export default function AccessTokensPage() {
  return null
}
