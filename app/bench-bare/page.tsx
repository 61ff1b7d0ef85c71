import { notFound } from 'next/navigation';

// The benchmark's baseline: the cheapest dynamic page this build can serve (root layout included).
// It exists only when the server runs with OPENHOW_BENCH=1.
export const dynamic = 'force-dynamic';

export default function BenchBarePage() {
  if (process.env.OPENHOW_BENCH !== '1') notFound();
  return <p>ok</p>;
}
