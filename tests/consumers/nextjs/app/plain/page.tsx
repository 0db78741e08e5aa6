// The same app's page without widgets: the floor the bench compares the others with.
export default function Plain() {
  return <p>The address the confirmation link goes to.</p>;
}
