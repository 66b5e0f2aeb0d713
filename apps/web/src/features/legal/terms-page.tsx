export default function Placeholder() {
  return <main>terms-page</main>;
}
