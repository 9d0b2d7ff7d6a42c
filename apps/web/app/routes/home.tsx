export default function Home() {
  return <h1>Vernissage</h1>;
}
