export default function Placeholder() {
  return <main>not-found-page</main>;
}
