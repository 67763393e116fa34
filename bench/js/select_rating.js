// #rating focused with its whole value selected: the next value typed replaces it.
() => { const field = document.getElementById('rating'); field.focus(); field.select(); }
