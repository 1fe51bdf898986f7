import { CheckCircle2, CircleAlert } from 'lucide-react';
import type { Ref } from 'react';

interface Props {
  tone: 'success' | 'error';
  children: string;
  bannerRef?: Ref<HTMLDivElement>;
}

/** The green or red banner after a send; announced to screen readers and focused so it is seen. */
export default function StatusBanner({ tone, children, bannerRef }: Props) {
  const success = tone === 'success';
  const Icon = success ? CheckCircle2 : CircleAlert;
  return (
    <div
      ref={bannerRef}
      tabIndex={-1}
      role={success ? 'status' : 'alert'}
      data-tone={tone}
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 font-medium ${
        success ? 'border-success-700/30 bg-success-50 text-success-700' : 'border-danger-700/30 bg-danger-50 text-danger-700'
      }`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>{children}</p>
    </div>
  );
}
