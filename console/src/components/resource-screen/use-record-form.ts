import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type FieldRule,
  type FormErrors,
  type FormValues,
  type RuleMessages,
  validateField,
  validateForm,
} from '@console/lib/resources/form-rules';
import { labelIn } from '@console/lib/resources/resource-metadata';

/**
 * A form's values and messages: a field is checked when it loses focus and, once it shows a
 * message, again as it changes; submitting checks every field.
 */
export function useRecordForm(rules: readonly FieldRule[], initial: FormValues) {
  const { t, i18n } = useTranslation('resources');
  const messages: RuleMessages = useMemo(
    () => ({
      required: (declared, label, picked) =>
        t(picked ? 'rules.requiredPicked' : 'rules.requiredTyped', {
          declared,
          label: labelIn(label, i18n.language),
        }),
      tooLong: (label, max) => t('rules.tooLong', { label: labelIn(label, i18n.language), max }),
      notInteger: (label) => t('rules.notInteger', { label: labelIn(label, i18n.language) }),
    }),
    [t, i18n.language],
  );
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<FormErrors>({});

  const check = useCallback(
    (name: string, value: string) => {
      const rule = rules.find((candidate) => candidate.name === name);
      if (rule) setErrors((current) => ({ ...current, [name]: validateField(rule, value, messages) }));
    },
    [rules, messages],
  );

  return {
    values,
    errors,
    change(name: string, value: string) {
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) check(name, value);
    },
    blur(name: string) {
      check(name, values[name] ?? '');
    },
    /** True when every field passes; otherwise shows every message. */
    validateAll(): boolean {
      const found = validateForm(rules, values, messages);
      setErrors(found);
      return Object.keys(found).length === 0;
    },
    reset(next: FormValues) {
      setValues(next);
      setErrors({});
    },
  };
}
