// Placeholder while the page is built
export default function DiskDetail() {
  return null
}
