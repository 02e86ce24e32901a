"""Class storage (engine layer, standard library only): every student's quiz answers in
one SQLite class store (:mod:`.store`), each student's own question numbers (:mod:`.seeds`),
the old per-student JSON progress files (:mod:`.progress`, imported into the store once),
where the files live (:mod:`.paths`), and the shared tables students play each other at
(:mod:`.tables`, their state kept by :mod:`.table_store`).

>>> from pinochle_teach.classroom import ClassStore, question_seed   # doctest: +SKIP
"""

from .paths import APP_NAME, ENV_VAR, default_data_dir, user_data_dir
from .progress import (CSV_COLUMNS, FILE_NAME, MAX_NAME_LENGTH, NO_NAME, PROGRESS_FORMAT,
                       PROGRESS_VERSION, KindStats, Progress, ProgressError,
                       check_student_name, class_answers, class_csv_text, export_class_csv,
                       progress_file_name, student_files, student_key)
from .progress import Answer as ProgressAnswer
from .seeds import QuestionSeedError, question_seed
from .store import (ALONE, CLASS_CSV_COLUMNS, STORE_FILE, Answer, ClassStore, ClassStoreError,
                    check_student)
from .roster import Roster, RosterError
from .table_store import TABLES_URL_VAR, SqliteTables, TableStore, TableStoreError, table_store
from .tables import (NotSeatedError, NotYourTurnError, SeatTakenError, SharedTable,
                     StaleActionError, TableError, TableFullError)
from . import identity

__all__ = [
    "ClassStore", "Answer", "ClassStoreError", "ALONE", "STORE_FILE", "CLASS_CSV_COLUMNS",
    "check_student", "question_seed", "QuestionSeedError",
    "Progress", "ProgressAnswer", "KindStats", "ProgressError", "ENV_VAR", "APP_NAME",
    "FILE_NAME", "default_data_dir", "user_data_dir", "PROGRESS_FORMAT", "PROGRESS_VERSION",
    "CSV_COLUMNS", "MAX_NAME_LENGTH", "NO_NAME", "check_student_name", "student_key",
    "progress_file_name", "student_files", "class_answers", "class_csv_text",
    "export_class_csv",
    "Roster", "RosterError", "identity",
    "SharedTable", "TableError", "NotSeatedError", "NotYourTurnError", "StaleActionError",
    "SeatTakenError", "TableFullError", "TableStore", "SqliteTables", "TableStoreError",
    "table_store", "TABLES_URL_VAR",
]
