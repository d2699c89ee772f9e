export default function Index() {
  return (
    <main>
      <h1>Cafeteria</h1>
    </main>
  );
}
