import { Link } from 'react-router';
import { ROUTES } from '../../lib/routes.ts';

export function NotFoundPage() {
  return (
    <main className="flex h-full flex-col items-center justify-center gap-3 p-8 text-center">
      <h1 className="text-2xl font-semibold">not found</h1>
      <p className="text-slate-600">The page you asked for does not exist.</p>
      <Link to={ROUTES.home} className="font-medium text-primary-700 hover:underline">
        Go to the home page
      </Link>
    </main>
  );
}
