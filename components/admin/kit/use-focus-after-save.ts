'use client';
import { useEffect, useRef } from 'react';

/**
 * The busy Save button is disabled, which drops the focus; this gives it back to the button
 * (by id) once the save settles, unless the person has moved on to something else.
 */
export function useFocusAfterSave(saving: boolean, buttonId: string) {
  const wasSaving = useRef(false);
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (wasSaving.current && !saving && lost) document.getElementById(buttonId)?.focus();
    wasSaving.current = saving;
  }, [saving, buttonId]);
}
