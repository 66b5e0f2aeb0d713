export default function Placeholder() {
  return <main>auth-callback</main>;
}
