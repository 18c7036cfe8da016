"""Reading Swift declarations as text, for the scripts in scripts/api."""
import re

PARAMETER_LIST = re.compile(r"\b(func\s+\S+?|init[?!]?|subscript)\s*(<[^(]*>)?\(")


def split_top(text, separator=","):
    """Splits at separators outside brackets (`<` after a space is an operator, not a bracket)."""
    parts, depth, current = [], 0, ""
    for index, char in enumerate(text):
        if char in "([{<" and not (char == "<" and text[index - 1 : index] == " "):
            depth += 1
        elif char in ")]}>" and not (char == ">" and text[index - 1 : index] in ("-", " ")):
            depth -= 1
        if char == separator and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += char
    parts.append(current)
    return parts


def parameter_list(declaration):
    """(match, start, end) of a function's, initializer's or subscript's parameter list: the
    text between its parentheses is declaration[start:end - 1]; None when it has none."""
    match = PARAMETER_LIST.search(declaration)
    if not match:
        return None
    start, depth, end = match.end(), 1, match.end()
    while depth and end < len(declaration):
        depth += {"(": 1, ")": -1}.get(declaration[end], 0)
        end += 1
    return match, start, end
