// #rating focused with its last digit selected, for the first key after a load; false
// where the page has no #rating (bench/pyscript-only has no form).
() => {
  const field = document.getElementById('rating');
  if (!field) return false;
  field.focus();
  field.setSelectionRange(field.value.length - 1, field.value.length);
  return true;
}
