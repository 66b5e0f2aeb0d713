export default function Placeholder() {
  return <main>landing-page</main>;
}
