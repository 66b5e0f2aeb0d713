export default function Placeholder() {
  return <main>survey-page</main>;
}
