export default function Placeholder() {
  return <main>privacy-page</main>;
}
