import clsx from 'clsx';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Input } from './input.tsx';

type PasswordInputProps = Omit<ComponentProps<typeof Input>, 'type'>;

/** A password box with a show/hide toggle, so people on phones can check what they typed. */
export function PasswordInput({ className, ...props }: PasswordInputProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        type={visible ? 'text' : 'password'}
        className={clsx('pr-12', className)}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...props}
      />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? t`Hide password` : t`Show password`}
        aria-pressed={visible}
        className="absolute inset-y-0 right-1 my-auto grid size-10 cursor-pointer place-items-center rounded-lg text-ink-500 hover:text-ink-900"
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="size-5" />
        ) : (
          <Eye aria-hidden="true" className="size-5" />
        )}
      </button>
    </div>
  );
}
