"""Class storage (engine layer, standard library only): each student's quiz answers
(:mod:`.progress`) and where the files live (:mod:`.paths`).

>>> from pinochle_teach.classroom import Progress, ProgressError   # doctest: +SKIP
"""

from .paths import APP_NAME, ENV_VAR, default_data_dir, user_data_dir
from .progress import (CSV_COLUMNS, FILE_NAME, MAX_NAME_LENGTH, NO_NAME, PROGRESS_FORMAT,
                       PROGRESS_VERSION, Answer, KindStats, Progress, ProgressError,
                       check_student_name, class_answers, class_csv_text, export_class_csv,
                       progress_file_name, student_files, student_key)
from .roster import Roster, RosterError
from . import identity

__all__ = [
    "Progress", "Answer", "KindStats", "ProgressError", "ENV_VAR", "APP_NAME", "FILE_NAME",
    "default_data_dir", "user_data_dir", "PROGRESS_FORMAT", "PROGRESS_VERSION",
    "CSV_COLUMNS", "MAX_NAME_LENGTH", "NO_NAME", "check_student_name", "student_key",
    "progress_file_name", "student_files", "class_answers", "class_csv_text",
    "export_class_csv",
    "Roster", "RosterError", "identity",
]
